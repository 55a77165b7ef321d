node web01.example.com { notify { 'bare dotted name': } }
node default { notify { 'default': } }
