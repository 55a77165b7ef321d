notify { ['a', 'b', 'a']: }
