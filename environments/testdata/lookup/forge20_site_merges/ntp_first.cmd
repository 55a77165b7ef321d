puppet lookup profile::ntp_servers --merge first --node web01.example.com --facts facts.json --environmentpath environments --environment production
