node web_01, 'web01.example.com' { notify { 'matched': } }
node 42 { }
