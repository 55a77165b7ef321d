notify { "a": }
class broken {
