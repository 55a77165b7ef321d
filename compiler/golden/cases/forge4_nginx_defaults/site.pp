include nginx::config
nginx::resource::server { 'www.example.com': }
