puppet lookup profile::app::hosts --render-as json --node web01.example.com --facts facts.json --environmentpath environments --environment production
