probe_listener { 'WEB.example.com:8080': }
probe_listener { 'second': host => 'web.example.com', port => '8080' }
