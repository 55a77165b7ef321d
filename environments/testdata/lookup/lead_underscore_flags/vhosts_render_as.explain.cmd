puppet lookup profile::vhosts --render_as json --explain --node web01.example.com --facts facts.json --environmentpath environments --environment production
