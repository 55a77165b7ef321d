puppet lookup profile::settings --render-as json --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
