puppet lookup app::tls::enabled --node web01.example.com --facts facts.json --environmentpath environments --environment production
