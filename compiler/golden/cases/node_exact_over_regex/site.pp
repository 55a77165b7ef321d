# An exact node name wins over a regex that also matches, whatever their order.
node /^web\d+/ { notify { 'regex node': } }
node 'web01.example.com' { notify { 'exact node': } }
node default { notify { 'default node': } }
