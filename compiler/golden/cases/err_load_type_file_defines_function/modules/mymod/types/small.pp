function mymod::small() { 1 }
