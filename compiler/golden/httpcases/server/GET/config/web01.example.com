200 OK
Content-Type: application/json

{"profile::app::port":8080,"profile::app::hosts":["a.example.com","b.example.com"],"profile::app::tuning":{"workers":4,"debug":false}}
