puppet lookup profile::app::settings --merge first --node web01.example.com --facts facts.json --environmentpath environments --environment production
