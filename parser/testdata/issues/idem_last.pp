define foo() { 1 }
