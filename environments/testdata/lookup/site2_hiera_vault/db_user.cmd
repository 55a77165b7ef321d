puppet lookup profile::db::user --node web01.example.com --facts facts.json --environmentpath environments --environment production
