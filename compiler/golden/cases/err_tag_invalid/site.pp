notify { 'ok': tag => 'fine' }
notify { 'bad': tag => 'not valid!' }
