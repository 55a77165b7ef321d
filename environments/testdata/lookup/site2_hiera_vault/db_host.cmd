puppet lookup profile::db::host --node web01.example.com --facts facts.json --environmentpath environments --environment production
