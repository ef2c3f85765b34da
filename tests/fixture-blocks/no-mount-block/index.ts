// Test fixture: a chunk whose default export is not a BlockModule (the loader reports type 'missing').
export default { name: 'no-mount-block' };
