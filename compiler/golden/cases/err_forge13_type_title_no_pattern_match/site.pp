probe_listener { 'has spaces in it': }
