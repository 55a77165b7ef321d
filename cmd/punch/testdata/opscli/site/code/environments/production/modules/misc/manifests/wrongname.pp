# A class named outside its file's namespace.
class misc::elsewhere {}
