puppet lookup profile::app::settings --node web01.example.com --facts facts.json --environmentpath environments --environment production
