puppet lookup profile::base::packages --merge first --node web01.example.com --facts facts.json --environmentpath environments --environment production
