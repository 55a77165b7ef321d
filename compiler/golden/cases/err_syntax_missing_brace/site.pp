class a {
  notify { 'x': }

notify { 'y': }
