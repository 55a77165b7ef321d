node 'exp.example.com' {
  @@notify { 'x': message => 'm', tag => ['t1'] }
}
node 'tagnum.example.com' { Notify <<| tag == 1 |>> }
node 'tagarray.example.com' { Notify <<| tag == ['t1', 't2'] |>> }
node 'class.example.com' { Class <<| |>> }
node 'unknown.example.com' { Nosuchtype <<| |>> }
node 'arrayval.example.com' { Notify <<| message == ['m', 'n'] |>> }
node 'hashval.example.com' { Notify <<| message == {'a' => 'b'} |>> }
