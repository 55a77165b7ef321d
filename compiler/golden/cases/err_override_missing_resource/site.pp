notify { 'a': }
Notify['nosuch'] { message => 'x' }
