puppet lookup ntpish::package --node web01.example.com --facts facts.json --environmentpath environments --environment production
