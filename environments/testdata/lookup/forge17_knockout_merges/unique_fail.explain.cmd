puppet lookup profile::settings --merge unique --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
