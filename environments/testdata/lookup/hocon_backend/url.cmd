puppet lookup profile::app::url --node web01.example.com --facts facts.json --environmentpath environments --environment production
