# wmflib::compile_redirects dispatches each line with send(*args): an unknown command is Ruby's NoMethodError
# (its message carries the parser object's inspect).
$rules = "funnel a.example.org https://b.example.org\nredirect x.example.org https://y.example.org\n"
notice(wmflib::compile_redirects($rules))
