puppet lookup "site::quoted.key" --node web01.example.com --facts facts.json --environmentpath environments --environment production --hiera_config global/hiera.yaml
