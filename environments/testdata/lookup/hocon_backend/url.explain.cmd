puppet lookup profile::app::url --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
