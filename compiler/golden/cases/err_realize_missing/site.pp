@notify { 'v': }
realize(Notify['v'])
realize(Notify['nosuch'])
