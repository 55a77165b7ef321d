notify { 'x': message => parsejson('{"a":') }
