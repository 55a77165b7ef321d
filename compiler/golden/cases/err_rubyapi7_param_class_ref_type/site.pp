include refs
