# Written for this case with the function's documented examples.
$foo = ['10.0.1.0/24', '10.0.2.0/255.255.255.0', '10.0.3.25', 'myhost', '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
  '2001:0db8:85a3:0000:0000:8a2e:0370:7334/64', '10.0.4.77/22', 'host.example.com:8443', '192.168.1.1/32']
notify { 'array': message => simplib::nets2ddq($foo) }
notify { 'string': message => simplib::nets2ddq('10.0.1.0/24 10.0.2.0/255.255.255.0,10.0.3.25;myhost  172.16.0.0/12') }
