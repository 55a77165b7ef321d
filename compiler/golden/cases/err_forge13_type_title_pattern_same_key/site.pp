probe_listener { 'Web.Example.com:8080': }
probe_listener { 'web.example.com:8080': }
