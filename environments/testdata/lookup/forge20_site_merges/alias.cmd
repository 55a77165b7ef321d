puppet lookup profile::users_alias --node web01.example.com --facts facts.json --environmentpath environments --environment production
