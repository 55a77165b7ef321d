# A node statement with several names, bare dotted and quoted, and a trailing comma.
node db01.example.com, "web01.example.com", 'other', { notify { "matched ${name}": } }
node default {}
