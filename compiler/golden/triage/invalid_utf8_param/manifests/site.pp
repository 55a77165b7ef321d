# stdlib base64('decode') of binary data gives a string that is not UTF-8 ("a\xC3(b", "a\xFFb").
notify { 'malformed': message => base64('decode', 'YcMoYg==') }
