puppet lookup profile::db::port --node web01.example.com --facts facts.json --environmentpath environments --environment production
