# Puppet tries web01.example.com, then web01.example, then web01.
node 'web01.example' { notify { 'matched web01.example': } }
node 'web01' { notify { 'matched web01': } }
