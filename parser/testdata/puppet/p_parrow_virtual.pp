@file { "/x": mode +> 1 }
