<?php
/**
 * Server-side head of detail pages and one h1 per page.
 */

defined('ABSPATH') || exit;
