/* abc
