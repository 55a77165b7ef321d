puppet lookup profile::settings.users.alice.uid --node web01.example.com --facts facts.json --environmentpath environments --environment production
