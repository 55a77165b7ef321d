notify { 'ok': }
notify { 42: }
