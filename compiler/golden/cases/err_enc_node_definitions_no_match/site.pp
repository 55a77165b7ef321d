# With node definitions present, the node must still match one even when an ENC classifies it.
class base { }
node 'db01.example.com' { }
