# The module's main class with its defaults on plain Debian 12 facts, as a first 'include' on a site.
include haproxy
