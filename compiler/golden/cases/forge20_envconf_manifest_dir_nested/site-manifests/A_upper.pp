notice('A_upper (capital letters sort before lower case)')
