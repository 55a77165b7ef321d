# The catalog's classes list the ENC's class names as the classifier wrote them (case kept),
# before the evaluated classes; its tags are lower case.
class one { }
