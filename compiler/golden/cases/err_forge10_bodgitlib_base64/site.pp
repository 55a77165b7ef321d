# a value bodgitlib refuses (written for this case).
validate_base64('not base64!')
