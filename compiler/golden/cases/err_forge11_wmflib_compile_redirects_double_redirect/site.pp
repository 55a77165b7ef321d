# wmflib::compile_redirects refusing a double redirect: its ParserError#to_s prefixes "[line N]: " to super.
$rules = "funnel a.example.org https://b.example.org\nfunnel b.example.org https://c.example.org\n"
notice(wmflib::compile_redirects($rules))
